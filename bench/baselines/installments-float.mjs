// The plain-float installment quote most checkouts ship: Tabela Price in doubles, Math.round, the
// first installment taking the difference, CET by Newton in doubles. The speed to beat, and the
// reason not to use it (bench/installments.mjs counts its centavo errors).

/** Offers for an amount, the same policy as quoteInstallments, computed in binary floating point. */
export function floatQuote(
  amount,
  { maxInstallments, interestFreeUpTo = 1, monthlyRate = 0, interestFreeAmount = 0 },
) {
  const rate = Number(monthlyRate);
  const financed = amount - interestFreeAmount;
  const offers = [];
  for (let n = 1; n <= maxInstallments; n++) {
    const free = n <= interestFreeUpTo || rate === 0;
    const payment = free ? amount / n : (financed * rate) / (1 - (1 + rate) ** -n) + interestFreeAmount / n;
    const installment = Math.round(payment);
    const total = free ? amount : Math.round(payment * n);
    const first = total - installment * (n - 1);
    if (n > 1 && Math.min(installment, first) < 1) continue;
    const cet = free ? 0 : floatCet(amount, first, installment, n, rate);
    offers.push({
      installments: n,
      installment_amount: installment,
      first_installment_amount: first,
      total,
      cet,
    });
  }
  return offers;
}

function floatCet(amount, first, rest, n, guess) {
  let rate = guess;
  for (let iteration = 0; iteration < 30; iteration++) {
    let value = -amount;
    let slope = 0;
    for (let k = 1; k <= n; k++) {
      const payment = k === 1 ? first : rest;
      value += payment / (1 + rate) ** k;
      slope -= (k * payment) / (1 + rate) ** (k + 1);
    }
    const next = rate - value / slope;
    if (Math.abs(next - rate) < 1e-12) return next;
    rate = next;
  }
  return rate;
}
