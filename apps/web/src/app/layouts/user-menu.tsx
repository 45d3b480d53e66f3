import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { useCurrentUser } from '../../features/auth';
import { commonMessages, useT } from '../../i18n';

/** The signed-in user's avatar menu (spec §2): photo, name, email and Sign Out, which returns home. */
export function UserMenu() {
  const { user, profile, signOut } = useCurrentUser();
  const navigate = useNavigate();
  const t = useT(commonMessages);
  if (!user) return null;
  const name = profile?.name ?? user.name;
  const photo = profile?.photo || user.image;

  async function signOutAndGoHome() {
    await signOut();
    await navigate('/');
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('common.userMenu.label', { name })}
        className="rounded-full ring-2 ring-white/70 transition hover:ring-brand"
      >
        <UserAvatar name={name} photo={photo} size={40} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[70] w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center gap-3 px-2 py-2">
            <UserAvatar name={name} photo={photo} size={44} />
            <div className="min-w-0">
              <p className="truncate font-bold text-ink">{name}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            onSelect={() => void signOutAndGoHome()}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 font-semibold text-ink outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-strong data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-text"
          >
            {t('common.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
