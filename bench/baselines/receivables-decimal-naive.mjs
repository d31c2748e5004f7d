// Baseline: planReceivables written the obvious way: decimal.js for the division, Date objects and
// a per-call list of holiday strings for the calendar.
import { Decimal } from 'decimal.js';

const iso = (date) => date.toISOString().slice(0, 10);

function easter(year) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  return new Date(
    Date.UTC(year, Math.floor((h + l - 7 * m + 114) / 31) - 1, ((h + l - 7 * m + 114) % 31) + 1),
  );
}

function holidays(year) {
  const list = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'].map(
    (day) => `${year}-${day}`,
  );
  if (year >= 2024) list.push(`${year}-11-20`);
  const base = easter(year);
  for (const offset of [-48, -47, -2, 60]) list.push(iso(new Date(base.getTime() + offset * 86_400_000)));
  return list;
}

export function decimalNaiveReceivables(split, installments, days, confirmedAt) {
  const start = new Date(Math.floor((confirmedAt.getTime() - 3 * 3_600_000) / 86_400_000) * 86_400_000);
  const dates = [];
  for (let k = 1; k <= installments; k++) {
    const date = new Date(start.getTime() + days * k * 86_400_000);
    while ([0, 6].includes(date.getUTCDay()) || holidays(date.getUTCFullYear()).includes(iso(date))) {
      date.setUTCDate(date.getUTCDate() + 1);
    }
    dates.push(iso(date));
  }
  const masterFee = split.fee - split.shares.reduce((sum, share) => sum + share.fee, 0);
  const nets = [
    ...split.shares.map((share) => [share.recipient_id, share.net]),
    [null, split.unallocated - masterFee],
  ];
  const receivables = [];
  for (const [recipient_id, net] of nets) {
    const total = new Decimal(net);
    const base = total.dividedBy(installments).floor();
    const first = base.plus(total.minus(base.times(installments)));
    dates.forEach((due_date, index) => {
      const amount = (index === 0 ? first : base).toNumber();
      if (amount > 0) receivables.push({ recipient_id, installment: index + 1, amount, due_date });
    });
  }
  return receivables;
}
