/**
 * Web Worker: checks pasted text off the main thread, so that no input, however
 * large or hostile, blocks the page while the reader types. Each request
 * carries an id; the page keeps only the reply to its latest one.
 */
import { checkConfig } from './index';
import type { CheckReply, CheckRequest } from './protocol';

self.onmessage = (message: MessageEvent<CheckRequest>) => {
  const { id, text } = message.data;
  const reply: CheckReply = { id, checked: checkConfig(text) };
  (self as unknown as Worker).postMessage(reply);
};
