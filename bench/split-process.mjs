// The split group in a process of its own (see lib/processes.mjs): its figures as JSON on the last line.
import { splitWorkloads } from './split.mjs';

console.log(JSON.stringify(await splitWorkloads()));
