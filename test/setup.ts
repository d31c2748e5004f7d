// Runs before every test file. Two policies, set once here and nowhere else:
//
// 1. The clock. Every suite sees the same instant, TEST_NOW (override it with CHARGE_RULES_TEST_NOW
//    to run the whole suite on another day), so no test depends on the day it runs. Only "now" is
//    pinned: `new Date()` and `Date.now()` answer TEST_NOW, every other use of Date is the real one,
//    and timers stay real, so servers, child processes and the browser suite behave as usual. A
//    subclass rather than vitest's fake timers: the poisoning suite pollutes Object.prototype, and
//    the fake Date reads inherited keys.
// 2. fast-check's seed. Random by default; FC_SEED=<n> replays a run. fast-check prints the seed and
//    the path of every failure, which is all a replay needs.
import fc from 'fast-check';
import { TEST_NOW } from './support/clock.js';

const RealDate = globalThis.Date;
const pinned = TEST_NOW.getTime();

// A function rather than a subclass: Reflect.construct takes the arguments as they are, where
// `super(...args)` would go through Array.prototype's iterator, which the poisoning suite replaces.
function PinnedDate(...args: unknown[]): unknown {
  if (new.target === undefined) return new RealDate(pinned).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [pinned] : args, new.target);
}
PinnedDate.prototype = RealDate.prototype;
Object.setPrototypeOf(PinnedDate, RealDate);
PinnedDate.now = (): number => pinned;

globalThis.Date = PinnedDate as unknown as DateConstructor;

const seed = process.env.FC_SEED;
if (seed !== undefined && seed !== '') fc.configureGlobal({ seed: Number(seed) });
