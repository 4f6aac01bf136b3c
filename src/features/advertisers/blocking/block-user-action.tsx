import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useGetAdvertiserProfile } from '@/api/generated/endpoints/advertisers/advertisers';
import { BlockIcon, ConfirmDialog, FailureMessage, toast } from '@ds';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useBlocking, type BlockFailure } from './use-blocking';

export interface BlockUserActionProps {
  userId: string;
  /** Another user's text, shown as text. */
  nickname: string;
}

/**
 * Block, after confirming, or "Blocked" with Unblock (docs/product-rules.md §17.8). Reads the user's profile for
 * whether they are blocked: on their profile page it is already there; elsewhere it is asked once. Nothing shows
 * until it is known, or for the trader's own profile.
 */
export function BlockUserAction({ userId, nickname }: BlockUserActionProps) {
  const { t } = useTranslation('advertisers');
  const lang = useCurrentLanguage();
  const profile = useGetAdvertiserProfile({ userId }, { request: { silent: true } });
  const { block, unblock } = useBlocking();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<BlockFailure | null>(null);
  const [unblocking, setUnblocking] = useState(false);
  const target = { userId, nickname };
  const blocked = profile.data?.blocked ?? false;

  // The button pressed gives way to the other one: the focus follows, instead of falling to the page.
  const moveFocus = useRef(false);
  const blockButton = useRef<HTMLButtonElement>(null);
  const unblockButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (blocked ? unblockButton : blockButton).current?.focus();
  }, [blocked]);

  if (!profile.data || profile.data.self) return null;

  const confirmBlock = async () => {
    const failed = await block(target);
    if (failed) {
      setFailure(failed);
      return;
    }
    moveFocus.current = true;
    setConfirming(false);
    toast.success(t('block.done', { name: nickname }));
  };

  const runUnblock = async () => {
    setUnblocking(true);
    setFailure(null);
    const failed = await unblock(target);
    setUnblocking(false);
    if (failed) {
      setFailure(failed);
      return;
    }
    moveFocus.current = true;
    toast.success(t('block.undone', { name: nickname }));
  };

  if (blocked) {
    return (
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip icon={<BlockIcon />} label={t('block.blocked')} size="small" color="error" variant="outlined" />
          <Button
            ref={unblockButton}
            size="small"
            variant="outlined"
            color="neutral"
            loading={unblocking}
            onClick={() => void runUnblock()}
          >
            {t('block.unblock')}
          </Button>
          <Link component={RouterLink} to={paths.blockedUsers(lang)} variant="body2">
            {t('block.manage')}
          </Link>
        </Stack>
        {failure && (
          <Alert severity="error">
            <FailureMessage text={failure.text} reason={failure.reason} />
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Button
        ref={blockButton}
        size="small"
        variant="outlined"
        color="neutral"
        startIcon={<BlockIcon />}
        onClick={() => {
          setFailure(null);
          setConfirming(true);
        }}
      >
        {t('block.action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('block.confirmTitle', { name: nickname })}
        body={
          <>
            {t('block.confirmBody')}
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                <FailureMessage text={failure.text} reason={failure.reason} />
              </Alert>
            )}
          </>
        }
        confirmLabel={t('block.confirm')}
        confirmColor="error"
        onConfirm={confirmBlock}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
