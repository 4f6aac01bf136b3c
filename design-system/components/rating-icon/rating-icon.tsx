import { ThumbDownIcon, ThumbUpIcon } from '../../icons';

export interface RatingIconProps {
  positive: boolean;
  fontSize?: 'small' | 'medium';
}

/** A feedback's rating by icon and colour; decorative, so the word beside it (shown or for screen readers) says it. */
export function RatingIcon({ positive, fontSize = 'small' }: RatingIconProps) {
  const Icon = positive ? ThumbUpIcon : ThumbDownIcon;
  return (
    <Icon
      aria-hidden
      fontSize={fontSize}
      data-rating={positive ? 'positive' : 'negative'}
      sx={{ color: positive ? 'roles.positive.main' : 'roles.negative.main', flexShrink: 0 }}
    />
  );
}
