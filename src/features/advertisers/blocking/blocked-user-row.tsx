import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BlockedUser } from '@/api/generated/models';
import { FailureMessage, UserAvatar } from '@ds';
import { formatDate } from '@/shared/i18n';
import { AdvertiserLink } from '@/shared/routing/advertiser-link';
import type { BlockFailure, BlockTarget } from './use-blocking';

export interface BlockedUserRowProps {
  user: BlockedUser;
  onUnblock: (target: BlockTarget) => Promise<BlockFailure | null>;
}

/** One blocked user: their name leads to their profile; Unblock says whose it is to a screen reader. */
export function BlockedUserRow({ user, onUnblock }: BlockedUserRowProps) {
  const { t } = useTranslation('advertisers');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<BlockFailure | null>(null);

  const run = async () => {
    setPending(true);
    setFailure(null);
    const failed = await onUnblock({ userId: user.userId, nickname: user.nickname });
    // On success the row leaves the list; only a failure stays to be read.
    if (failed) {
      setFailure(failed);
      setPending(false);
    }
  };

  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      {/* On a phone the button goes under the name, so a long name and a long label each keep their width. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 1,
        }}
      >
        <UserAvatar name={user.nickname} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            <AdvertiserLink userId={user.userId}>{user.nickname}</AdvertiserLink>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('blocked.blockedOn', { date: formatDate(user.blockedAt) })}
          </Typography>
        </Box>
        <Button
          size="small"
          variant="outlined"
          color="neutral"
          loading={pending}
          onClick={() => void run()}
          aria-label={t('blocked.unblockName', { name: user.nickname })}
          sx={{ gridColumn: { xs: 2, sm: 3 }, justifySelf: 'start' }}
        >
          {t('block.unblock')}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          <FailureMessage text={failure.text} reason={failure.reason} />
        </Alert>
      )}
    </Box>
  );
}
