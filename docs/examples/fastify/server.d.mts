// Types of server.mjs, for the TypeScript e2e tests.
import type { FastifyInstance } from 'fastify';
import type { DemoHostOptions, HostOptions } from '../host/server.mjs';

export declare function createFastifyHost(options: HostOptions): FastifyInstance;
export declare function createFastifyDemoHost(options?: DemoHostOptions): FastifyInstance;
