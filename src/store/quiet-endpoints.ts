/**
 * Calls whose screens word every failure themselves (src/app/ApiErrorNotifications.tsx leaves
 * them alone). Each feature names its own where it defines its endpoints, so the names load with
 * the feature's screens, not with the login screen.
 */
const shownOnScreen = new Set<string>();

export function failuresShownOnScreen(...endpointNames: string[]) {
  for (const name of endpointNames) shownOnScreen.add(name);
}

export const isShownOnScreen = (endpointName: string) => shownOnScreen.has(endpointName);
