import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@/api/generated/models';
import { RatingIcon, visuallyHidden } from '@ds';
import { formatDate } from '@/shared/i18n';
import { maskNickname } from '../lib/mask-nickname';

/** The rating by icon, colour and a word for screen readers, so colour is never the only signal. */
export function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation('advertisers');
  const positive = feedback.rating === 'POSITIVE';
  return (
    <Box
      component="li"
      data-rating={feedback.rating}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ mt: 0.25 }}>
        <RatingIcon positive={positive} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t(positive ? 'feedback.positiveLabel' : 'feedback.negativeLabel')}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, typography: 'body2', color: 'text.secondary' }}>
          <span>{maskNickname(feedback.authorNickname)}</span>
          <span>{t(feedback.side === 'BUY' ? 'feedback.bought' : 'feedback.sold', { asset: feedback.asset })}</span>
          <span>{formatDate(feedback.createdAt)}</span>
        </Stack>
        {/* Another user's text: rendered as text, long words wrap. */}
        {feedback.comment !== '' && (
          <Typography variant="body1" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {feedback.comment}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
