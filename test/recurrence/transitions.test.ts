// Source: bacen/pix-api openapi.yaml 2.9.0 (commit 1f1b568, 2025-09-05; retrieved 2026-11-28):
// the enums RecStatus, SolicRecAtualizacao.status, CobRStatus and CobRTentativas.status; the
// violations of PATCH /rec/{idRec} ("A recorrência encontra-se expirada, cancelada ou rejeitada"),
// PATCH /solicrec/{idSolicRec} ("Não é possível cancelar uma solicitação de recorrência com o status
// diferente de CRIADA, ENVIADA ou RECEBIDA") and POST /cobr/{txid}/retentativa/{data} ("Existe uma
// tentativa com status SOLICITADA ou AGENDADA"); the histories of the examples recResponse*
// (CRIADA, APROVADA) and cobRResponse4 (CRIADA, ATIVA, CANCELADA).
import { describe, expect, it } from 'vitest';
import { RECURRENCE_TRANSITIONS, type StatusMoves } from '../../src/recurrence/transitions.js';

const machines = Object.entries(RECURRENCE_TRANSITIONS) as [string, StatusMoves<string>][];

/** Whether a machine can come back to a status it left: a depth-first search for a cycle. */
function hasLoop(moves: StatusMoves<string>): boolean {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (status: string): boolean => {
    if (state.get(status) === 'done') return false;
    if (state.get(status) === 'open') return true;
    state.set(status, 'open');
    const loop = (moves[status] ?? []).some(visit);
    state.set(status, 'done');
    return loop;
  };
  return Object.keys(moves).some(visit);
}

describe('RECURRENCE_TRANSITIONS', () => {
  it('names exactly the statuses of the Pix API 2.9.0 enums', () => {
    expect(Object.keys(RECURRENCE_TRANSITIONS.recurrence).sort()).toEqual(
      ['CRIADA', 'APROVADA', 'REJEITADA', 'EXPIRADA', 'CANCELADA'].sort(),
    );
    expect(Object.keys(RECURRENCE_TRANSITIONS.request).sort()).toEqual(
      ['CRIADA', 'ENVIADA', 'RECEBIDA', 'REJEITADA', 'ACEITA', 'EXPIRADA', 'CANCELADA'].sort(),
    );
    expect(Object.keys(RECURRENCE_TRANSITIONS.charge).sort()).toEqual(
      ['CRIADA', 'ATIVA', 'CONCLUIDA', 'EXPIRADA', 'REJEITADA', 'CANCELADA'].sort(),
    );
    expect(Object.keys(RECURRENCE_TRANSITIONS.attempt).sort()).toEqual(
      ['SOLICITADA', 'AGENDADA', 'PAGA', 'CANCELADA', 'REJEITADA', 'EXPIRADA'].sort(),
    );
  });

  it.each(machines)(
    'never takes a step back in the %s machine: no status can be reached again',
    (_, moves) => {
      expect(hasLoop(moves)).toBe(false);
      for (const targets of Object.values(moves))
        for (const target of targets) expect(moves).toHaveProperty(target);
    },
  );

  it('lets nothing move a recurrence that is expired, canceled or rejected', () => {
    expect(RECURRENCE_TRANSITIONS.recurrence.EXPIRADA).toEqual([]);
    expect(RECURRENCE_TRANSITIONS.recurrence.CANCELADA).toEqual([]);
    expect(RECURRENCE_TRANSITIONS.recurrence.REJEITADA).toEqual([]);
  });

  it('cancels a request only while it is CRIADA, ENVIADA or RECEBIDA', () => {
    const cancelable = Object.entries(RECURRENCE_TRANSITIONS.request)
      .filter(([, targets]) => targets.includes('CANCELADA'))
      .map(([status]) => status);
    expect(cancelable.sort()).toEqual(['CRIADA', 'ENVIADA', 'RECEBIDA'].sort());
  });

  it('follows the histories of the specification examples', () => {
    expect(RECURRENCE_TRANSITIONS.recurrence.CRIADA).toContain('APROVADA');
    expect(RECURRENCE_TRANSITIONS.charge.CRIADA).toContain('ATIVA');
    expect(RECURRENCE_TRANSITIONS.charge.ATIVA).toContain('CANCELADA');
  });

  it('settles a cycle once: a paid attempt and a concluded charge move nowhere', () => {
    expect(RECURRENCE_TRANSITIONS.attempt.PAGA).toEqual([]);
    expect(RECURRENCE_TRANSITIONS.charge.CONCLUIDA).toEqual([]);
  });

  it('can still cancel every recurrence that PATCH /rec may cancel: all but the expired, canceled or rejected', () => {
    const { recurrence } = RECURRENCE_TRANSITIONS;
    const open = Object.keys(recurrence).filter(
      (status) => !['EXPIRADA', 'CANCELADA', 'REJEITADA'].includes(status),
    );
    expect(open.sort()).toEqual(['APROVADA', 'CRIADA']);
    for (const status of open) expect(recurrence[status as keyof typeof recurrence]).toContain('CANCELADA');
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(RECURRENCE_TRANSITIONS.charge.ATIVA)).toBe(true);
    expect(() => (RECURRENCE_TRANSITIONS.charge.ATIVA as string[]).push('CRIADA')).toThrow(TypeError);
  });
});
