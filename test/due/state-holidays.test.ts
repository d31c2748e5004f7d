import { describe, expect, it } from 'vitest';
import { _isStateHoliday } from '../../src/due/state-holidays.js';
import { _dayNumber } from '../../src/receivables/calendar/civil-date.js';

// Source: "Feriados no Brasil" (pt.wikipedia.org, section Feriados estaduais, retrieved 2026-11-28)
// and the states' published yearly lists (the Filme B 2022 list of state holidays by month).
describe('state holidays', () => {
  it.each([
    ['SP', 7, 9, 'Revolução Constitucionalista (Lei estadual 9.497/1997)'],
    ['BA', 7, 2, 'Independência da Bahia'],
    ['RS', 9, 20, 'Revolução Farroupilha'],
    ['RJ', 4, 23, 'São Jorge'],
    ['PA', 8, 15, 'Adesão do Grão-Pará'],
    ['AC', 6, 15, 'Aniversário do Acre (Lei 14/1964)'],
    ['AM', 9, 5, 'Elevação do Amazonas a província'],
    ['MS', 10, 11, 'Criação do estado'],
    ['AL', 6, 24, 'São João'],
    ['AL', 9, 16, 'Emancipação política de Alagoas'],
    ['AP', 3, 19, 'São José'],
    ['AP', 10, 5, 'Criação do estado'],
    ['CE', 3, 25, 'Data Magna do Ceará'],
    ['DF', 11, 30, 'Dia do Evangélico'],
    ['MA', 7, 28, 'Adesão do Maranhão à Independência'],
    ['MT', 11, 20, 'Consciência Negra'],
    ['PB', 8, 5, 'Fundação do estado'],
    ['PR', 12, 19, 'Emancipação política do Paraná'],
    ['PE', 3, 6, 'Revolução Pernambucana'],
    ['PI', 10, 19, 'Dia do Piauí'],
    ['RN', 10, 3, 'Mártires de Cunhaú e Uruaçu'],
    ['RO', 1, 4, 'Criação do estado'],
    ['RR', 10, 5, 'Criação do estado'],
    ['SC', 8, 11, 'Criação da capitania'],
    ['SE', 7, 8, 'Emancipação política de Sergipe'],
    ['TO', 9, 8, 'Nossa Senhora da Natividade'],
  ])('%s keeps %i/%i as a holiday (%s), and other states do not', (state, month, day) => {
    const date = _dayNumber(2026, month, day);
    expect(_isStateHoliday(date, state)).toBe(true);
    expect(_isStateHoliday(date, state === 'GO' ? 'ES' : 'GO')).toBe(false);
  });

  it('an unknown state, or a key of Object.prototype, has no holiday', () => {
    expect(_isStateHoliday(_dayNumber(2026, 7, 9), 'XX')).toBe(false);
    expect(_isStateHoliday(_dayNumber(2026, 7, 9), 'constructor')).toBe(false);
  });
});
