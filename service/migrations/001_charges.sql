-- The reference service's tables. What each constraint guarantees is in docs/service.md.

-- One row per charge, inserted before the provider is called (status 'creating') so that a crash
-- between the two leaves a trace the service recovers from. Never a card number or CVV: `request`
-- is the validated request as redactChargeRequest masks it.
CREATE TABLE charges (
  id                 text PRIMARY KEY,
  merchant_id        text NOT NULL,
  status             text NOT NULL,
  request            jsonb NOT NULL,
  -- What creation needs after the provider answered: the split, the card flow, the installments.
  plan               jsonb NOT NULL,
  provider_charge_id text UNIQUE,
  -- The 201 body, kept as sent (json keeps its text: a replay answers the same bytes).
  response           json,
  -- The lifecycle state (openCharge, then applyChargeEvent after each event).
  state              jsonb,
  version            integer NOT NULL DEFAULT 0,
  -- While 'creating': until when the process that inserted the row may still be calling the provider.
  lease_until        timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'creating') = (state IS NULL))
);

-- One row per (merchant, Idempotency-Key): the primary key is what makes two concurrent requests with
-- one key create one charge. Inserted in the charge row's transaction, so neither exists without the
-- other.
CREATE TABLE idempotency_keys (
  merchant_id text NOT NULL,
  key         text NOT NULL,
  -- HMAC-SHA256 of the request's fingerprint under the service's key: the request held a card
  -- number, and an unkeyed hash of it is not stored.
  fingerprint text NOT NULL,
  charge_id   text NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
  state       text NOT NULL CHECK (state IN ('in_flight', 'completed')),
  response    json,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, key),
  CHECK ((state = 'completed') = (response IS NOT NULL))
);

-- One row per event a charge recorded: the primary key is what keeps a redelivery, however
-- concurrent, from being applied twice. Inserted in the transaction that writes the charge's new
-- state and its ledger entries.
CREATE TABLE charge_events (
  charge_id   text NOT NULL REFERENCES charges (id),
  event_id    text NOT NULL,
  event       jsonb NOT NULL,
  webhook_id  text NOT NULL,
  applied     boolean NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (charge_id, event_id)
);

-- The money each event moves (applyChargeEvent's effects), in the event's transaction.
CREATE TABLE ledger_entries (
  charge_id text NOT NULL,
  event_id  text NOT NULL,
  position  integer NOT NULL,
  effect    jsonb NOT NULL,
  PRIMARY KEY (charge_id, event_id, position),
  FOREIGN KEY (charge_id, event_id) REFERENCES charge_events (charge_id, event_id)
);

-- The demo provider's own books. A real provider keeps these on its side; the demo keeps them here
-- so that a test can count the charges it created. The primary key is the idempotency key the
-- service sends with each creation: a provider that honours one creates a charge once per key.
CREATE TABLE demo_provider_charges (
  idempotency_key text PRIMARY KEY,
  answer          jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
