// Types of demo.mjs, for the TypeScript e2e tests.
import type { DemoHostOptions, HostOptions } from './server.mjs';

export declare function demoHostOptions(options?: DemoHostOptions): HostOptions;
