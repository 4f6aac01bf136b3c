import type { CSSProperties } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { radii } from '../../tokens/layout';
import { pickAvatarColors } from '../user-avatar/avatar-initials';
import { visuallyHidden } from '../../theme/tone-styles';

const formatCount = (count: number, locale: string) => new Intl.NumberFormat(locale).format(count);

/**
 * A label, not a control: a span drawn like our outlined chip, since MUI's Chip resolves its many variant styles for
 * every chip of every list row. The colour bar comes in as a CSS variable, so all methods share one class.
 */
const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  boxSizing: 'border-box',
  border: `1px solid ${theme.palette.roles.border}`,
  borderLeft: '3px solid var(--method-colour)',
  borderRadius: radii.sm,
  color: theme.palette.text.primary,
  ...theme.typography.body2,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '&[data-size="small"]': { height: 24, padding: '0 7px', fontSize: '0.8125rem' },
  '&[data-size="medium"]': { height: 32, padding: '0 11px' },
}));

export interface PaymentMethodChipProps {
  /** The payment method's display name, e.g. 'Bank Transfer'. */
  name: string;
  size?: 'small' | 'medium';
}

/** A payment method with a colour bar, so the same method looks the same in every list. */
export function PaymentMethodChip({ name, size = 'small' }: PaymentMethodChipProps) {
  return (
    <Pill
      data-size={size}
      title={name}
      style={{ '--method-colour': pickAvatarColors(name).foreground } as CSSProperties}
    >
      <span>{name}</span>
    </Pill>
  );
}

const List = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // A long name shrinks with the list and ends in an ellipsis instead of widening the layout around it.
  '& > li': { minWidth: 0, maxWidth: '100%' },
  '& .PaymentMethodChips-more': { borderLeft: `1px solid ${theme.palette.roles.border}`, flexShrink: 0 },
  '& > li.PaymentMethodChips-group': { display: 'flex', gap: theme.spacing(0.5) },
  '& > li.PaymentMethodChips-group > :first-of-type': { minWidth: 0 },
  '& .PaymentMethodChips-more > .PaymentMethodChips-srOnly': visuallyHidden,
  // One line: names shrink to an ellipsis (the full text stays in the title) and '+N' keeps its size; each name
  // keeps a few letters, or a very long one shrinks to its colour bar alone.
  '&[data-line]': { flexWrap: 'nowrap' },
  '&[data-line] > li': { minWidth: 48 },
  '&[data-line] > li:last-of-type': { flexShrink: 0 },
  // The first method gives way last, so it stays readable on a tight phone card, but a little, so a very long
  // first name cannot push the row wider than its card.
  '&[data-line] > li:first-of-type': { flexShrink: 0.2 },
  // The last name shrinks as any other; its '+N' beside it does not.
  '&[data-line] > li.PaymentMethodChips-group': { flexShrink: 1, minWidth: 80 },
}));

export interface PaymentMethodChipsProps {
  methods: readonly string[];
  /** How many to show before '+N'. */
  max?: number;
  size?: 'small' | 'medium';
  /** Keep the chips on one line (a table row), shrinking long names, instead of wrapping. */
  oneLine?: boolean;
}

/** An ad's payment methods as a list; those past `max` are summed up as '+N'. */
export function PaymentMethodChips({ methods, max = 3, size = 'small', oneLine = false }: PaymentMethodChipsProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const shown = methods.slice(0, max);
  const hidden = methods.slice(max);
  const more = hidden.length > 0 && (
    <Pill className="PaymentMethodChips-more" data-size={size} title={hidden.join(', ')}>
      {oneLine ? (
        // One line is tight (a phone card): '+2' for the eye, the full 'and 2 more' for screen readers, the
        // names in the title. The width goes to the method names instead.
        <>
          <span aria-hidden="true">+{formatCount(hidden.length, i18n.language)}</span>
          <span className="PaymentMethodChips-srOnly">{t('paymentMethod.more', { count: hidden.length })}</span>
        </>
      ) : (
        <span>{t('paymentMethod.more', { count: hidden.length })}</span>
      )}
    </Pill>
  );
  return (
    <List aria-label={t('paymentMethod.list')} data-line={oneLine || undefined}>
      {shown.map((name, index) => {
        // '+N' shares the last name's item, so where the chips wrap it moves to the next line with a name, never alone.
        const withMore = more && index === shown.length - 1;
        return (
          <li key={name} className={withMore ? 'PaymentMethodChips-group' : undefined}>
            <PaymentMethodChip name={name} size={size} />
            {withMore && more}
          </li>
        );
      })}
      {more && shown.length === 0 && <li>{more}</li>}
    </List>
  );
}
