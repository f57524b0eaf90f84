// A Stryker ignorer (the `ignorers` option of scripts/stryker.config.mjs): mutants inside a JSX className or style
// attribute are reported as ignored, not as survivors. They change how a screen looks, which the journeys' screenshots
// and the 320 px overflow checks judge in a browser; a unit test under happy-dom sees hashed CSS-module names and no
// layout, and asserting those names would test the markup, not what a player sees.
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

const PRESENTATION = new Set(['className', 'style']);

class PresentationIgnorer {
  shouldIgnore(path) {
    if (path.isJSXAttribute() && path.node.name.type === 'JSXIdentifier' && PRESENTATION.has(path.node.name.name)) {
      return `presentation (${path.node.name.name}): judged by the journeys' screenshots, not by unit tests`;
    }
    return undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'presentation', PresentationIgnorer)];
