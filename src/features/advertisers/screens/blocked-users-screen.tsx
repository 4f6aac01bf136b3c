import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetBlockedUsers } from '@/api/generated/endpoints/advertisers/advertisers';
import { EmptyState, ErrorState, FailureMessage, LoadingState, Pagination, toast } from '@ds';
import { failureText } from '@/shared/api-failures';
import { useScreenTitle } from '@/shared/use-document-title';
import { BlockedUserRow } from '../blocking/blocked-user-row';
import { useBlocking, type BlockTarget } from '../blocking/use-blocking';

const PAGE_SIZE = 20;

/** The users the trader blocked, the most recent first, each with Unblock (docs/product-rules.md §17.8). */
export function BlockedUsersScreen() {
  const { t } = useTranslation('advertisers');
  useScreenTitle(t('blocked.title'));
  const [page, setPage] = useState(1);
  // Silent: the page shows its own error in place, with a retry.
  const list = useGetBlockedUsers({ page, size: PAGE_SIZE }, { request: { silent: true } });
  const { unblock } = useBlocking();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = list.data;

  const onUnblock = async (target: BlockTarget) => {
    const failed = await unblock(target);
    if (failed) return failed;
    toast.success(t('block.undone', { name: target.nickname }));
    // The row and its button leave: the focus goes to the page's heading rather than to nowhere.
    heading.current?.focus();
    // The last one of a later page gone: show the page before it.
    if (data && data.list.length === 1 && page > 1) setPage(page - 1);
    return null;
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="blocked-users-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id="blocked-users-title"
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h1"
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {t('blocked.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('blocked.intro')}
      </Typography>
      {!data ? (
        list.isError ? (
          <ErrorState
            message={<FailureMessage text={t('blocked.loadFailed')} reason={failureText(list.error, t)} />}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <LoadingState rows={3} rowHeight={56} label={t('blocked.loading')} />
        )
      ) : data.total === 0 ? (
        <EmptyState title={t('blocked.empty')} description={t('blocked.emptyHint')} />
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {data.list.map((user) => (
              <BlockedUserRow key={user.userId} user={user} onUnblock={onUnblock} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Pagination page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
          </Box>
        </>
      )}
    </Paper>
  );
}
