import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { FeedbackRating, OrderFeedback } from '@/api/generated/models';
import { OutlinedField, RatingIcon } from '@ds';

/** SaveOrderFeedbackRequest.comment: plain text, at most 500 characters. */
const MAX_COMMENT = 500;

export interface FeedbackDraft {
  rating: FeedbackRating;
  comment: string;
}

export interface FeedbackFormProps {
  /** The feedback being changed, or none for a first one. */
  initial: OrderFeedback | null;
  pending: boolean;
  onSubmit: (draft: FeedbackDraft) => void;
  onCancel?: () => void;
}

/** The rating is required and said in words beside its icon; what was typed stays when a send fails. */
export function FeedbackForm({ initial, pending, onSubmit, onCancel }: FeedbackFormProps) {
  const { t } = useTranslation('orders');
  const [rating, setRating] = useState<FeedbackRating | null>(initial?.rating ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [missing, setMissing] = useState(false);
  const labelId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setMissing(true);
      return;
    }
    onSubmit({ rating, comment: comment.trim() });
  };
  const length = [...comment].length;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <div>
        <Typography id={labelId} variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
          {t('feedback.ratingLabel')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={rating}
          aria-labelledby={labelId}
          aria-describedby={missing ? errorId : undefined}
          onChange={(_, next: FeedbackRating | null) => {
            if (next === null) return; // a chosen rating stays chosen
            setRating(next);
            setMissing(false);
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          {(['POSITIVE', 'NEGATIVE'] as const).map((value) => (
            <ToggleButton key={value} value={value} sx={{ gap: 1, textTransform: 'none', px: 2 }}>
              <RatingIcon positive={value === 'POSITIVE'} />
              {t(value === 'POSITIVE' ? 'feedback.positive' : 'feedback.negative')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {missing && (
          <FormHelperText id={errorId} error role="alert">
            {t('feedback.ratingRequired')}
          </FormHelperText>
        )}
      </div>
      <OutlinedField
        label={t('feedback.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        growToLines={4}
        inputProps={{ maxLength: MAX_COMMENT }}
        helperText={t('feedback.commentCount', { length, max: MAX_COMMENT })}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={pending}>
          {t(initial ? 'feedback.save' : 'feedback.submit')}
        </Button>
        {onCancel && (
          <Button variant="outlined" onClick={onCancel} disabled={pending}>
            {t('feedback.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
