/**
 * The steps of a DefaultController decision (QPS fast reject, THREAD, and the prioritized "occupy the next
 * bucket" path), from the controller's `lastDecision` (controllers/default.ts):
 *
 *   curCount = (int) passQps()              or curThreadNum() for THREAD
 *   curCount + acquire <= count             → pass
 *   otherwise, prioritized QPS only:  tryOccupyNext(now, acquire, count) = waitInMs < occupyTimeoutMs
 *                                     → addWaitingRequest(now + waitInMs), addOccupiedPass, pass after waitInMs
 *   otherwise                               → block
 */
import type { DefaultController, DefaultExplain } from '../sentinel/controllers/default';
import { FLOW_GRADE_THREAD } from '../sentinel/flow-rule';
import { checkStep, infoStep, type Step } from './types';

export function defaultSteps(c: DefaultController, x: Readonly<DefaultExplain>, startMs: number): Step[] {
  const thread = c.grade === FLOW_GRADE_THREAD;
  const steps: Step[] = [
    thread
      ? infoStep('thread-grade', 'explain.default.readThreads', { curCount: x.curCount }, ['curThreadNum'])
      : infoStep('sliding-window', 'explain.default.readQps', { curCount: x.curCount }, ['passQps']),
  ];
  const canBorrow = x.prioritized && !thread;
  steps.push(
    checkStep(
      'reject-fast',
      'explain.default.compare',
      { curCount: x.curCount, acquire: x.acquireCount, count: c.count },
      { lhs: x.curCount + x.acquireCount, op: '<=', rhs: c.count, yes: 'pass', no: canBorrow ? 'next' : 'block' },
      ['count'],
    ),
  );
  if (Number.isNaN(x.waitInMs)) return steps;
  steps.push(
    checkStep(
      'occupy-next',
      'explain.default.occupy',
      { acquire: x.acquireCount, count: c.count, waitInMs: x.waitInMs, occupyTimeoutMs: c.occupyTimeoutMs },
      { lhs: x.waitInMs, op: '<', rhs: c.occupyTimeoutMs, yes: 'pass', no: 'block', yesWaitMs: x.waitInMs },
      ['tryOccupyNext', 'occupyTimeoutMs'],
    ),
  );
  if (x.priorityWait) {
    steps.push(
      infoStep(
        'occupy-next',
        'explain.default.borrowed',
        { occupiedMs: x.occupiedTimeMs - startMs, acquire: x.acquireCount, waitInMs: x.waitInMs },
        ['addWaitingRequest', 'addOccupiedPass', 'PriorityWaitException'],
      ),
    );
  }
  return steps;
}
