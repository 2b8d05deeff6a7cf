import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

/**
 * Waits until the frame is whole (for a signed-in user the side menu's links load after the
 * screen, and then slide in) and nothing is fading or sliding in: a half-visible text has a
 * half-true contrast.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const session = JSON.parse(localStorage.getItem('persist:session') ?? '{}') as {
      token?: string;
    };
    const signedIn = Boolean(session.token) && session.token !== 'null';
    const frame = document.querySelector('aside.bo-menu');
    return !signedIn || !frame || frame.querySelector('nav') !== null;
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** How many analyses a page that keeps moving gets before the last one counts as it is. */
const ANALYSES = 3;

/**
 * Whether something started fading or sliding since `watchMotion` (a notice that reached the
 * end of its time and left, say) or is still doing so: an analysis that ran meanwhile measured
 * contrasts halfway through.
 */
function watchMotion(page: Page) {
  return page.evaluate(() => {
    const flags = window as unknown as { __auditMoved?: boolean };
    flags.__auditMoved = false;
    const moved = () => (flags.__auditMoved = true);
    for (const type of ['animationstart', 'transitionrun'])
      document.addEventListener(type, moved, { capture: true, once: true });
  });
}
function movedSinceWatched(page: Page) {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        // Two frames: the events of a motion that began during the analysis are sent by then.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              (window as unknown as { __auditMoved?: boolean }).__auditMoved === true ||
                document
                  .getAnimations()
                  .some(
                    (animation) =>
                      animation.playState === 'running' &&
                      animation.effect?.getTiming().iterations !== Infinity,
                  ),
            ),
          ),
        ),
      ),
  );
}

/**
 * Runs axe on what the page shows, prints the counts, and fails on serious or critical ones;
 * answers every violation found. An analysis that found something while the page moved under
 * it (axe takes seconds on a busy machine) is made again once the page is still.
 */
export async function audit(page: Page, screen: string) {
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] = [];
  for (let analysis = 1; analysis <= ANALYSES; analysis++) {
    await settled(page);
    await watchMotion(page);
    ({ violations } = await new AxeBuilder({ page })
      .options({
        // Off by default in axe: a control whose name does not contain its visible text ("H1").
        rules: { 'label-content-name-mismatch': { enabled: true } },
        // Only the violations are read: the passes and the incomplete checks, each listing every
        // node it looked at, are then summed up by one node instead of built, serialized and
        // sent for thousands.
        resultTypes: ['violations'],
      })
      .analyze());
    const blocking = violations.some(
      (violation) => violation.impact === 'critical' || violation.impact === 'serious',
    );
    if (!blocking || !(await movedSinceWatched(page))) break;
    console.log(`axe ${screen}: the page moved during analysis ${analysis}`);
  }
  const count = (impact: Impact) =>
    violations
      .filter((violation) => violation.impact === impact)
      .reduce((sum, violation) => sum + violation.nodes.length, 0);
  const rules = violations.map((violation) => `${violation.id} (${violation.impact})`);
  console.log(
    `axe ${screen}: critical ${count('critical')}, serious ${count('serious')}, ` +
      `moderate ${count('moderate')}, minor ${count('minor')}` +
      (rules.length ? `: ${rules.join(', ')}` : ''),
  );
  const blocking = violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
  expect.soft(blocking, `serious or critical axe violations on ${screen}`).toEqual([]);
  return violations;
}
