import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useGetFeedbackList } from '@/api/generated/endpoints/advertisers/advertisers';
import type { FeedbackRating, FeedbackSummary } from '@/api/generated/models';
import { EmptyState, ErrorState, FailureMessage, LoadingState, Pagination, formatAmount } from '@ds';
import { failureText } from '@/shared/api-failures';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { FeedbackItem } from './feedback-item';

const FEEDBACK_PAGE_SIZE = 10;

type Filter = 'ALL' | FeedbackRating;

/** The feedback the advertiser received, newest first, by rating and page. */
export function FeedbackSection({ userId, summary }: { userId: string; summary: FeedbackSummary }) {
  const { t } = useTranslation('advertisers');
  const locale = LANGUAGE_INFO[useCurrentLanguage()].locale;
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const feedback = useGetFeedbackList(
    { userId, page, size: FEEDBACK_PAGE_SIZE, ...(filter === 'ALL' ? {} : { rating: filter }) },
    { query: { placeholderData: keepPreviousData }, request: { silent: true } },
  );
  const count = (value: number) => formatAmount(String(value), { decimals: 0, locale });
  const filters: Array<{ value: Filter; label: string }> = [
    { value: 'ALL', label: t('feedback.all', { count: count(summary.positive + summary.negative) }) },
    { value: 'POSITIVE', label: t('feedback.positive', { count: count(summary.positive) }) },
    { value: 'NEGATIVE', label: t('feedback.negative', { count: count(summary.negative) }) },
  ];
  const data = feedback.data;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="advertiser-feedback" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="advertiser-feedback" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('feedback.title')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        aria-label={t('feedback.filter')}
        onChange={(_, next: Filter | null) => {
          if (next === null) return; // a pressed choice stays pressed
          setFilter(next);
          setPage(1);
        }}
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        {filters.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none' }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!data ? (
        feedback.isError ? (
          <ErrorState
            message={<FailureMessage text={t('feedback.loadFailed')} reason={failureText(feedback.error, t)} />}
            onRetry={() => void feedback.refetch()}
          />
        ) : (
          <LoadingState rows={3} rowHeight={64} label={t('feedback.loading')} />
        )
      ) : data.list.length === 0 ? (
        <EmptyState title={t(filter === 'ALL' ? 'feedback.empty' : 'feedback.emptyFiltered')} />
      ) : (
        <>
          <Box
            component="ul"
            aria-busy={feedback.isPlaceholderData}
            sx={{ m: 0, p: 0, listStyle: 'none', opacity: feedback.isPlaceholderData ? 0.6 : 1 }}
          >
            {data.list.map((item) => (
              <FeedbackItem key={item.feedbackId} feedback={item} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Pagination page={page} total={data.total} pageSize={FEEDBACK_PAGE_SIZE} onChange={setPage} />
          </Box>
        </>
      )}
    </Paper>
  );
}
