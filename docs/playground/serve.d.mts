/** A request the server answered. */
export interface ServedRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

/** Options of {@link startStaticServer}. */
export interface StartStaticServerOptions {
  /** The directory served as `/` (the repository root). */
  readonly root: string;
  /**
   * Path prefixes that may be served; anything else is a 404.
   * @defaultValue `PLAYGROUND_FILES`
   */
  readonly allow?: readonly string[];
  /**
   * The port on 127.0.0.1.
   * @defaultValue `0` (a free port)
   */
  readonly port?: number;
  /**
   * The `cache-control` header of every answer.
   * @defaultValue `'no-store'` (a rebuilt `dist/` shows on the next reload)
   */
  readonly cacheControl?: string;
  /** Called once per answered request. */
  readonly onRequest?: (entry: ServedRequest) => void;
}

/** A running server. */
export interface StaticServer {
  /** `http://127.0.0.1:PORT`. */
  readonly origin: string;
  /** Stops the server and drops open connections. */
  close(): Promise<void>;
}

/** What the playground needs: the bundle, its two dependencies, the playground and the examples. */
export declare const PLAYGROUND_FILES: readonly string[];

/** Starts a static server for the repository's pages on 127.0.0.1. */
export declare function startStaticServer(options: StartStaticServerOptions): Promise<StaticServer>;
