import type { Page } from '@playwright/test';

/** Where a progress display shows its percentage, and its stage text when it has one. */
export interface ProgressTestIds {
  stage?: string;
  percent: string;
}

export interface ShownProgress {
  stage: string;
  percent: string;
}

type Recorded = Record<string, ShownProgress[]>;

/**
 * Records every stage text and percentage a progress display shows, however briefly (a fast job can come and go
 * between two looks of the test), from the next page load on.
 */
export async function recordProgress(page: Page, ids: ProgressTestIds): Promise<void> {
  await page.addInitScript(({ stage, percent }) => {
    const recorded = ((window as unknown as { e2eProgress?: Recorded }).e2eProgress ??= {});
    const shown: ShownProgress[] = (recorded[percent] = []);
    const look = () => {
      const stageText = stage ? (document.querySelector(`[data-testid="${stage}"]`)?.textContent ?? null) : '';
      const percentText = document.querySelector(`[data-testid="${percent}"]`)?.textContent ?? null;
      if (stageText === null || percentText === null) return;
      const last = shown.at(-1);
      if (last?.stage !== stageText || last.percent !== percentText) {
        shown.push({ stage: stageText, percent: percentText });
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, ids);
}

/** What the display recorded by recordProgress showed, in order. */
export function shownProgress(page: Page, ids: ProgressTestIds): Promise<ShownProgress[]> {
  return page.evaluate(
    (percent) => (window as unknown as { e2eProgress?: Recorded }).e2eProgress?.[percent] ?? [],
    ids.percent,
  );
}
