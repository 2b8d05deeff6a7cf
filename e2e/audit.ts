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

/**
 * Runs axe on what the page shows, prints the counts, and fails on serious or critical ones;
 * answers every violation found.
 */
export async function audit(page: Page, screen: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    // Off by default in axe: a control whose name does not contain its visible text ("H1").
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
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
