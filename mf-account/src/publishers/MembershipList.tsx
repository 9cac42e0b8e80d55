import {
  ACCOUNT_MESSAGES,
  permissionLabel,
  publisherName,
  publisherPlanLabel,
  type PublisherMembership,
} from '@reeltalk/contracts';
import { Spinner } from '@reeltalk/web-kit';

interface MembershipListProps {
  memberships: PublisherMembership[] | undefined;
  failed: boolean;
}

/** The publishers the user belongs to: name, plan, permission level and 'Active', or the loading, error, empty text. */
export function MembershipList({ memberships, failed }: MembershipListProps) {
  if (failed) {
    return (
      <p className="account-field__error" role="alert">
        {ACCOUNT_MESSAGES.publishersLoadFailed}
      </p>
    );
  }
  if (!memberships) return <Spinner label={ACCOUNT_MESSAGES.publishersLoading} />;
  if (memberships.length === 0) return <p className="account-muted">{ACCOUNT_MESSAGES.noPublishers}</p>;
  return (
    <ul className="account-publishers">
      {memberships.map(({ publisherId, permissionLevel }) => (
        <li key={publisherId._id} className="account-publisher" data-testid="publisher-membership">
          <div className="account-publisher__who">
            <span className="account-publisher__name">{publisherName(publisherId.name)}</span>
            <span className="account-muted">{publisherPlanLabel(publisherId.planType)}</span>
          </div>
          <span className="account-publisher__permission">{permissionLabel(permissionLevel)}</span>
          <span className="account-tag">{ACCOUNT_MESSAGES.publisherActive}</span>
        </li>
      ))}
    </ul>
  );
}
