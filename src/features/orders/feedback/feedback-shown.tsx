import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderFeedback } from '@/api/generated/models';
import { RatingIcon } from '@ds';
import { formatDate } from '@/shared/i18n';

/** A feedback left: its rating in words beside the icon, the comment as text (it may be another user's). */
export function FeedbackShown({ feedback, title }: { feedback: OrderFeedback; title: ReactNode }) {
  const { t } = useTranslation('orders');
  const positive = feedback.rating === 'POSITIVE';
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }} data-rating={feedback.rating}>
        <RatingIcon positive={positive} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(positive ? 'feedback.positive' : 'feedback.negative')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(feedback.updatedAt)}
        </Typography>
      </Stack>
      {feedback.comment !== '' && (
        <Typography variant="body1" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {feedback.comment}
        </Typography>
      )}
    </Box>
  );
}
