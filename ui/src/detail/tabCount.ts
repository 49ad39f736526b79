/** Tab counts stop at 999: '999+' keeps the tab bar steady. */
export function tabCount(n: number): string {
  return n > 999 ? '999+' : String(n);
}
