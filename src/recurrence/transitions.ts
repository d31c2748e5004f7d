import { _deepFreeze } from '../shared/freeze.js';

/** The statuses of a recurrence (Pix API 2.9.0, `RecStatus`). */
export type RecurrenceStatus = 'CRIADA' | 'APROVADA' | 'REJEITADA' | 'EXPIRADA' | 'CANCELADA';

/** The statuses of a request to confirm a recurrence (Pix API 2.9.0, `SolicRecStatus`). */
export type RecurrenceRequestStatus =
  | 'CRIADA'
  | 'ENVIADA'
  | 'RECEBIDA'
  | 'ACEITA'
  | 'REJEITADA'
  | 'EXPIRADA'
  | 'CANCELADA';

/** The statuses of a cycle's recurring charge (Pix API 2.9.0, `CobRStatus`). */
export type RecurrenceChargeStatus =
  | 'CRIADA'
  | 'ATIVA'
  | 'CONCLUIDA'
  | 'EXPIRADA'
  | 'REJEITADA'
  | 'CANCELADA';

/** The statuses of one attempt to settle a cycle (Pix API 2.9.0, `CobRTentativas.status`). */
export type RecurrenceAttemptStatus =
  | 'SOLICITADA'
  | 'AGENDADA'
  | 'PAGA'
  | 'CANCELADA'
  | 'REJEITADA'
  | 'EXPIRADA';

/** Per status, the statuses it may move to; an ending status moves to none. */
export type StatusMoves<Status extends string> = Readonly<Record<Status, readonly Status[]>>;

/** The four state machines of Pix Automático. */
export interface RecurrenceTransitions {
  /** The authorisation itself (`/rec`). */
  readonly recurrence: StatusMoves<RecurrenceStatus>;
  /** The request sent to the payer's PSP to confirm it (`/solicrec`). */
  readonly request: StatusMoves<RecurrenceRequestStatus>;
  /** A cycle's charge (`/cobr`): at most one is CONCLUIDA per cycle. */
  readonly charge: StatusMoves<RecurrenceChargeStatus>;
  /** One attempt of a cycle's charge (`cobr.tentativas`). */
  readonly attempt: StatusMoves<RecurrenceAttemptStatus>;
}

/**
 * The statuses of Pix Automático as data, named as the Pix API and its webhooks name them: per
 * status, the statuses it may move to. Never a step back: every move goes towards an ending, and an
 * ending (rejected, expired, canceled, accepted, concluded, paid) moves nowhere. What the API states:
 * a recurrence or a request is changed only while it has not ended ("A recorrência encontra-se
 * expirada, cancelada ou rejeitada" is a violation); a request is canceled only while CRIADA, ENVIADA
 * or RECEBIDA; a charge is one per cycle unless REJEITADA or CANCELADA; a retry is asked for only when
 * no attempt is SOLICITADA or AGENDADA.
 *
 * @example
 * RECURRENCE_TRANSITIONS.charge.ATIVA
 * //=> ['CONCLUIDA', 'EXPIRADA', 'REJEITADA', 'CANCELADA']
 */
export const RECURRENCE_TRANSITIONS: RecurrenceTransitions = /* @__PURE__ */ _deepFreeze({
  recurrence: {
    // The payer approves or rejects it (AP13, AP14), lets it lapse, or either side cancels it.
    CRIADA: ['APROVADA', 'REJEITADA', 'EXPIRADA', 'CANCELADA'],
    // Once approved it ends by cancellation or at the end of its validity.
    APROVADA: ['EXPIRADA', 'CANCELADA'],
    REJEITADA: [],
    EXPIRADA: [],
    CANCELADA: [],
  },
  request: {
    CRIADA: ['ENVIADA', 'REJEITADA', 'EXPIRADA', 'CANCELADA'],
    ENVIADA: ['RECEBIDA', 'REJEITADA', 'EXPIRADA', 'CANCELADA'],
    RECEBIDA: ['ACEITA', 'REJEITADA', 'EXPIRADA', 'CANCELADA'],
    ACEITA: [],
    REJEITADA: [],
    EXPIRADA: [],
    CANCELADA: [],
  },
  charge: {
    // The payer's PSP schedules it (ATIVA) or refuses it; the receiver may cancel it before the
    // first attempt's day.
    CRIADA: ['ATIVA', 'REJEITADA', 'CANCELADA'],
    // Paid (CONCLUIDA), every attempt failed (EXPIRADA), or refused or canceled on the way.
    ATIVA: ['CONCLUIDA', 'EXPIRADA', 'REJEITADA', 'CANCELADA'],
    CONCLUIDA: [],
    EXPIRADA: [],
    REJEITADA: [],
    CANCELADA: [],
  },
  attempt: {
    SOLICITADA: ['AGENDADA', 'REJEITADA', 'CANCELADA', 'EXPIRADA'],
    AGENDADA: ['PAGA', 'REJEITADA', 'CANCELADA', 'EXPIRADA'],
    PAGA: [],
    CANCELADA: [],
    REJEITADA: [],
    EXPIRADA: [],
  },
});
