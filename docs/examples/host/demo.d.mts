// Types of demo.mjs, for the TypeScript e2e tests.
import type { DemoHostOptions, HostOptions } from './server.mjs';

export declare function demoHostOptions(options?: DemoHostOptions): HostOptions;

/** The demo provider's webhook signing secret (the Standard Webhooks test vector's). */
export declare const DEMO_WEBHOOK_SECRET: string;
