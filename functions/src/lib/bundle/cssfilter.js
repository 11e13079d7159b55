/**
 * Stands in for `cssfilter` in the Lambda bundles only (an esbuild alias,
 * infra/cloud/config/bundling.ts). js-xss builds a default CSS filter when it
 * loads, but every call of ours passes `css: false` and the allow-list keeps no
 * style attribute (lib/html-sanitizer.ts), so it never filters anything; should it
 * ever be asked to, this one keeps no CSS at all. 9 KB less a function.
 */
export class FilterCSS {
  process() {
    return '';
  }
}

export const getDefaultWhiteList = () => ({});
