import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { Language } from '@/shared/i18n';
import type { Side } from '@/shared/routing/paths';
import { AdRow } from './ad-row';
import { AdTableHeader } from './ad-table-header';
import { LIST_FRAME_SX } from './list-frame';
import { GAP_PX } from '../list-geometry';
import { earlyRowPatterns } from '../early-rows/early-row-words';
import { EARLY_ROWS } from '../early-rows/early-rows-markup';
import { sampleAd } from '../early-rows/sample-ads';

// The build's template of the list's early rows (early-rows/paint-early-rows.ts): the list's frame and headings and
// two sample rows (../early-rows/sample-ads.ts), drawn by the list's own components, so the painted rows look as the
// list's rows and the page's CSS already holds their styles.

const noop = () => undefined;

/** The rows' own gaps, in the normal flow: the list's rows are placed by the virtualizer with the same gaps. */
const ROWS_SX = { display: 'flex', flexDirection: 'column', gap: { xs: `${GAP_PX.narrow}px`, md: `${GAP_PX.wide}px` } };

export function EarlyRowsTemplate({ side, lang }: { side: Side; lang: Language }) {
  const { t, i18n } = useTranslation(['ads', 'ds', 'common']);
  const patterns = earlyRowPatterns(
    (key, options) => String(t(key as never, options as never)),
    i18n.language,
    side === 'buy',
  );
  const attributes = { [EARLY_ROWS.patterns]: JSON.stringify(patterns) };
  return (
    <template id={EARLY_ROWS.template} {...attributes}>
      <Box sx={LIST_FRAME_SX} {...{ [EARLY_ROWS.frame]: '' }}>
        <AdTableHeader side={side} sort="" onSort={noop} />
        <Box component="section" aria-label={t('list.resultsLabel')} sx={ROWS_SX} {...{ [EARLY_ROWS.list]: '' }}>
          {(['a', 'b'] as const).map((variant) => (
            <div key={variant}>
              <AdRow ad={sampleAd(side, variant)} lang={lang} onTrade={noop} />
            </div>
          ))}
        </Box>
      </Box>
    </template>
  );
}
