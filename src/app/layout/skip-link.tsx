import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSkipLinkTarget } from '@/shared/skip-link-target';
import { useRenderedAfterMount } from '@/shared/use-rendered-after-mount';

export const MAIN_CONTENT_ID = 'main-content';
const CONTAINER_ID = 'p2p-skip-link';

/** Its container is the body's first child, so it comes before the embedded header in the Tab order. */
export function SkipLink() {
  const { t } = useTranslation('common');
  const named = useSkipLinkTarget();
  const target = named ?? { id: MAIN_CONTENT_ID, label: t('skip.toMain') };
  // A portal cannot be rendered on the server, so it is drawn once the page has hydrated.
  const mounted = useRenderedAfterMount();
  if (!mounted) return null;
  return createPortal(
    <Box
      component="a"
      href={`#${target.id}`}
      onClick={(event: React.MouseEvent) => {
        // Focus, not the hash: the address stays the page's, and focus lands where the next Tab continues from.
        const element = document.getElementById(target.id);
        if (!element) return;
        event.preventDefault();
        element.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        // Off screen until focused; not display:none, which would take it out of the Tab order.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {target.label}
    </Box>,
    firstBodyChild(),
  );
}

function firstBodyChild(): HTMLElement {
  const existing = document.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = CONTAINER_ID;
  document.body.insertBefore(element, document.body.firstChild);
  return element;
}
