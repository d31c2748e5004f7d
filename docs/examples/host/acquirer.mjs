// A fake acquirer for planSettlement. A real host asks its acquirer integration which recipients
// have an active subaccount there; planSettlement calls `hasActiveSubaccount` synchronously, so load
// that status before the request (a cache refreshed in the background, say), never per call.

/** Recipients of the demo split examples that have a subaccount at the demo acquirer. */
export const DEMO_ACTIVE_SUBACCOUNTS = ['3f2504e0-4f89-41d3-9a0c-0305e82c3301'];

/** An acquirer that divides payments between subaccounts for the recipients listed. */
export function createFakeAcquirer({ supportsSubaccounts = true, activeSubaccounts = [] } = {}) {
  const active = new Set(activeSubaccounts);
  return {
    supportsSubaccounts,
    hasActiveSubaccount: (recipientId) => active.has(recipientId),
  };
}
