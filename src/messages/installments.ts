import { _messages } from './define.js';

/** The message keys of the installment quote's options. */
export type InstallmentsMessageKey =
  | 'INVALID_CONFIGURATION.installments'
  | 'INVALID_VALUE.monthly_rate'
  | 'INVALID_VALUE.method'
  | 'REQUIRED.monthly_rate'
  | 'OUT_OF_RANGE.interest_free_amount';

/** Messages of the installment quote's options, in English and Brazilian Portuguese. */
export const INSTALLMENTS_MESSAGES = {
  en: {
    'INVALID_CONFIGURATION.installments': 'The installment options are not valid: {detail}',
    'INVALID_VALUE.monthly_rate':
      '{field} must be a monthly rate from 0 up to (not including) 1, written as a fraction: 0.0199 means 1.99% a month.',
    'INVALID_VALUE.method': '{field} must be price (compound interest, Tabela Price) or simple.',
    'REQUIRED.monthly_rate':
      '{field} is required when some offers carry interest (interestFreeUpTo below maxInstallments); pass 0 for none.',
    'OUT_OF_RANGE.interest_free_amount':
      '{field} must be a whole number of centavos from 0 up to the amount ({max}).',
  },
  'pt-BR': {
    'INVALID_CONFIGURATION.installments': 'As opções de parcelamento são inválidas: {detail}',
    'INVALID_VALUE.monthly_rate':
      '{field} deve ser uma taxa mensal de 0 até 1 (exclusive), escrita como fração: 0.0199 significa 1,99% ao mês.',
    'INVALID_VALUE.method': '{field} deve ser price (juros compostos, Tabela Price) ou simple.',
    'REQUIRED.monthly_rate':
      'Informe {field}: há ofertas com juros (interestFreeUpTo menor que maxInstallments); use 0 para nenhum.',
    'OUT_OF_RANGE.interest_free_amount':
      '{field} deve ser um valor inteiro em centavos, de 0 até o valor da cobrança ({max}).',
  },
} as const;

/** Renders a message of the installment quote in a locale. */
export const formatInstallmentsMessage = _messages<InstallmentsMessageKey>(INSTALLMENTS_MESSAGES);
