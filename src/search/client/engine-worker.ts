/**
 * The search engine in a Web Worker: downloads the locale's index, builds the
 * FlexSearch indexes in one go (no slicing needed off the main thread) and
 * answers queries (serve-engine.ts). The page keeps only a thin client
 * (worker-engine.ts), so building and querying never block input or hydration.
 */
import { serveEngine, type WorkerScope } from './serve-engine';

serveEngine(self as unknown as WorkerScope);
