import { env } from "cloudflare:test";
import worker from "../../build/server/index.js";

/**
 * What the Worker still does after a test's last answer: its `waitUntil` work (the edge cache's
 * stores, the crons' jobs), and the mail queue, whose consumer (`queue()`) runs after the request
 * that sent the mail has answered. `reset()` (tests/worker/setup.ts) deletes the storage while
 * such work may still write to it, and on a loaded machine that left rows and R2 objects of one
 * test in the next one. So every handler of the built Worker and every message sent on the real
 * MAIL_QUEUE is counted here, and `settleWorker` waits until none is still running or waiting for
 * its first delivery.
 */

/** Handler calls and their `waitUntil` promises still running. */
const running = new Set<Promise<unknown>>();
/** Messages sent on the real MAIL_QUEUE, and messages delivered to `queue()` for the first time. */
const mail = { sent: 0, delivered: 0 };

function track<T>(promise: Promise<T>): Promise<T> {
  running.add(promise);
  const done = () => running.delete(promise);
  promise.then(done, done);
  return promise;
}

/** The context with its `waitUntil` work counted as running. */
function tracked(ctx: ExecutionContext): ExecutionContext {
  const waitUntil = ctx.waitUntil.bind(ctx);
  ctx.waitUntil = (promise: Promise<unknown>) => waitUntil(track(promise));
  return ctx;
}

const WRAPPED = Symbol.for("adrig.tests.settle");
type Handlers = typeof worker & { [WRAPPED]?: true };

/**
 * Wraps the built Worker's handlers (the module SELF and the tests call) and the real queue's
 * `send`/`sendBatch`, once per test file's module graph.
 */
export function trackWorker(): void {
  const handlers = worker as Handlers;
  if (handlers[WRAPPED]) return;
  handlers[WRAPPED] = true;
  const { fetch, queue, scheduled, email } = worker;
  handlers.fetch = (request, env, ctx) => track(fetch.call(worker, request, env, tracked(ctx)));
  handlers.scheduled = (controller, env, ctx) => track(scheduled.call(worker, controller, env, tracked(ctx)));
  handlers.email = (message, env, ctx) => track(email.call(worker, message, env, tracked(ctx)));
  handlers.queue = (batch, env, ctx) => {
    // A retried message comes back with `attempts` above 1: it was counted at its first delivery.
    mail.delivered += batch.messages.filter((message) => message.attempts === 1).length;
    const handled = track(queue.call(worker, watchRetries(batch), env, tracked(ctx)));
    // A handler that throws has the whole batch delivered again.
    handled.catch(() => {
      leftover.retried = true;
    });
    return handled;
  };
  const real = env.MAIL_QUEUE;
  const send = real.send.bind(real);
  const sendBatch = real.sendBatch.bind(real);
  real.send = async (...args: Parameters<Queue["send"]>) => {
    const sent = await send(...args);
    mail.sent += 1;
    return sent;
  };
  real.sendBatch = async (...args: Parameters<Queue["sendBatch"]>) => {
    const sent = await sendBatch(...args);
    mail.sent += [...args[0]].length;
    return sent;
  };
}

/**
 * What may still arrive after the settling: a mail the queue will deliver again (a minute later
 * at the earliest, workers/queue/mail-consumer.ts), or work that had not finished when the settling
 * gave up. Only the whole reset (tests/worker/setup.ts) drops those; it is told by `takeLeftovers`.
 */
const leftover = { retried: false, unsettled: false };

/** Whether anything of the tests since the last call may still arrive later; then forgets it. */
export function takeLeftovers(): boolean {
  const any = leftover.retried || leftover.unsettled;
  leftover.retried = false;
  leftover.unsettled = false;
  return any;
}

/** The value's own method bound to it, or the value. */
function bound<T extends object>(target: T, key: string | symbol): unknown {
  const value = Reflect.get(target, key, target);
  return typeof value === "function" ? value.bind(target) : value;
}

/** The batch as the consumer sees it, noting each retry it asks for (`retry`, `retryAll`). */
function watchRetries<T>(batch: MessageBatch<T>): MessageBatch<T> {
  const noteRetry =
    <A extends unknown[]>(retry: (...args: A) => void) =>
    (...args: A) => {
      leftover.retried = true;
      retry(...args);
    };
  const messages = batch.messages.map(
    (message) =>
      new Proxy(message, {
        get: (target, key) => (key === "retry" ? noteRetry(target.retry.bind(target)) : bound(target, key)),
      }),
  );
  return new Proxy(batch, {
    get: (target, key) => {
      if (key === "messages") return messages;
      if (key === "retryAll") return noteRetry(target.retryAll.bind(target));
      return bound(target, key);
    },
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until no handler call or `waitUntil` work is running and every mail sent has reached
 * `queue()` once (a mail retried later, a minute on, is not waited for). Gives up after
 * `limitMs`, saying what was still running: the storage check after the reset then names the test.
 */
export async function settleWorker(limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  let quiet = 0;
  while (quiet < 2) {
    const waiting = running.size > 0 || mail.delivered < mail.sent;
    quiet = waiting ? 0 : quiet + 1;
    if (Date.now() > until) {
      console.warn(
        `[settle] gave up after ${limitMs} ms: ${running.size} handler(s) running, ${mail.sent - mail.delivered} mail(s) not delivered`,
      );
      leftover.unsettled = true;
      break;
    }
    if (running.size > 0) await Promise.race([Promise.allSettled([...running]), pause(100)]);
    else await pause(10);
  }
  // What was sent and not delivered by now will not be: the next test starts from zero.
  mail.sent = 0;
  mail.delivered = 0;
}
