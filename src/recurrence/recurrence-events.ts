import type {
  RecurrenceAttemptStatus,
  RecurrenceChargeStatus,
  RecurrenceRequestStatus,
  RecurrenceStatus,
  RecurrenceTransitions,
} from './transitions.js';

/** What a recurrence event is about: one of the machines of `RECURRENCE_TRANSITIONS`. */
export type RecurrenceSubject = keyof RecurrenceTransitions;

/** The longest event id: a PSP's ids are far shorter; a bound on what a state stores. */
export const MAX_RECURRENCE_EVENT_ID_LENGTH = 255;

/**
 * The most attempts of one cycle: the first, on the due date, and with `three_in_seven_days`
 * (`PERMITE_3R_7D`) three more.
 */
export const MAX_RECURRENCE_ATTEMPTS = 4;

/** What every recurrence event carries. */
interface RecurrenceEventBase {
  /** 1 to 255 characters, unique per event of the recurrence (the webhook's id): a redelivery carries the same id. */
  readonly id: string;
  /** When the status was reached at the PSP: an RFC 3339 date-time with its offset (the `atualizacao[].data` of the Pix API). */
  readonly occurred_at: string;
}

/** The recurrence itself (`/rec`) reached `status`. */
export interface RecurrenceStatusEvent extends RecurrenceEventBase {
  readonly subject: 'recurrence';
  readonly status: RecurrenceStatus;
}

/** The request to confirm the recurrence (`/solicrec`) reached `status`. */
export interface RecurrenceRequestEvent extends RecurrenceEventBase {
  readonly subject: 'request';
  readonly status: RecurrenceRequestStatus;
}

/** The charge of cycle `cycle` (`/cobr`) reached `status`. */
export interface RecurrenceChargeEvent extends RecurrenceEventBase {
  readonly subject: 'charge';
  /** The cycle's number, counted from 1 as `planRecurrence` numbers it (`index`). */
  readonly cycle: number;
  readonly status: RecurrenceChargeStatus;
}

/** Attempt `attempt` of cycle `cycle` (`cobr.tentativas`) reached `status`. */
export interface RecurrenceAttemptEvent extends RecurrenceEventBase {
  readonly subject: 'attempt';
  readonly cycle: number;
  /** 1 for the attempt on the due date, 2 to 4 for the retries (as `planRecurrence`'s `attempts[].number`). */
  readonly attempt: number;
  readonly status: RecurrenceAttemptStatus;
  /**
   * On a `REJEITADA` attempt only: the rejection code the payer's side gave (`rejeicao.codigo`, 4
   * characters `A-Z0-9`). It is checked and then dropped: neither the state nor any message keeps
   * it, so a payer's insufficient funds or maximum amount never reaches the receiver.
   */
  readonly reason?: string;
}

/** One report of a Pix Automático status, as a PSP's webhook or a poll of the Pix API gives it. */
export type RecurrenceEvent =
  | RecurrenceStatusEvent
  | RecurrenceRequestEvent
  | RecurrenceChargeEvent
  | RecurrenceAttemptEvent;
