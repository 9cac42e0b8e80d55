import { PERMISSION_ABILITIES, permissionLabel, publisherName, type PublisherMembership } from '@reeltalk/contracts';
import { publisherRole } from './messages.ts';

/** The publisher whose projects the library shows: its name, and the reader's level with what that lets them do. */
export function PublisherHeading({ membership }: { membership: PublisherMembership }) {
  const { publisherId, permissionLevel } = membership;
  return (
    <div className="library-publisher" data-testid="library-publisher">
      <h2 className="library-publisher__name">{publisherName(publisherId.name)}</h2>
      <p className="library-publisher__role">
        {publisherRole(permissionLabel(permissionLevel), PERMISSION_ABILITIES[permissionLevel].toLowerCase())}
      </p>
    </div>
  );
}
