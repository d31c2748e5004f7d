import { _messages } from './define.js';
import { _formatValue } from './formats.js';

/** The message keys of the installment quote's options. */
export type InstallmentsMessageKey = keyof (typeof INSTALLMENTS_MESSAGES)['en'];

/** Messages of the installment quote's options, in every locale. */
export const INSTALLMENTS_MESSAGES = {
  en: {
    'INVALID_CONFIGURATION.installments': 'The installment options are not valid: {detail}',
    'INVALID_VALUE.monthly_rate':
      'Use a monthly rate from 0 up to (not including) 1, written as a fraction: 0.0199 means 1.99% a month.',
    'INVALID_VALUE.method': 'Use price (compound interest, Tabela Price) or simple.',
    'REQUIRED.monthly_rate':
      'Give a monthly rate: some offers carry interest (interestFreeUpTo below maxInstallments); pass 0 for none.',
    'OUT_OF_RANGE.interest_free_amount':
      'Use a whole number of centavos from 0 up to the amount ({max:money}).',
  },
  'pt-BR': {
    'INVALID_CONFIGURATION.installments': 'As opções de parcelamento são inválidas: {detail}',
    'INVALID_VALUE.monthly_rate':
      'Use uma taxa mensal de 0 até 1 (exclusive), escrita como fração: 0.0199 significa 1,99% ao mês.',
    'INVALID_VALUE.method': 'Use price (juros compostos, Tabela Price) ou simple.',
    'REQUIRED.monthly_rate':
      'Informe a taxa mensal: há ofertas com juros (interestFreeUpTo menor que maxInstallments); use 0 para nenhum.',
    'OUT_OF_RANGE.interest_free_amount':
      'Use um valor inteiro em centavos, de 0 até o valor da cobrança ({max:money}).',
  },
  es: {
    'INVALID_CONFIGURATION.installments': 'Las opciones de cuotas no son válidas: {detail}',
    'INVALID_VALUE.monthly_rate':
      'Usa una tasa mensual de 0 hasta 1 (sin incluirlo), escrita como fracción: 0.0199 equivale a 1,99 % mensual.',
    'INVALID_VALUE.method': 'Usa price (interés compuesto, Tabla Price) o simple.',
    'REQUIRED.monthly_rate':
      'Indica la tasa mensual: hay ofertas con interés (interestFreeUpTo menor que maxInstallments); usa 0 si no hay.',
    'OUT_OF_RANGE.interest_free_amount':
      'Usa un monto entero en centavos, de 0 hasta el monto del cobro ({max:money}).',
  },
} as const;

/** Renders a message of the installment quote in a locale. */
export const formatInstallmentsMessage = _messages<InstallmentsMessageKey>(
  INSTALLMENTS_MESSAGES,
  _formatValue,
);
