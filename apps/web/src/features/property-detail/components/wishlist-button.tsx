import { MESSAGES } from '@nestlane/shared';
import Heart from 'lucide-react/icons/heart';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { readAccessToken } from '../../../lib/api-client';

/**
 * 'Add To Wishlist'. A visitor is told to sign in and sent there, this page remembered (spec §5).
 * Adding for a signed-in user arrives with sign-in (next issue) through `onAdd`.
 */
export function WishlistButton({ onAdd }: { onAdd?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();

  function handleClick() {
    if (!readAccessToken() || !onAdd) {
      toast.error(MESSAGES.signInToWishlist);
      navigate('/signIn', { state: { from: location } });
      return;
    }
    onAdd();
  }

  return (
    <button type="button" onClick={handleClick} className="btn-primary w-full py-3">
      <Heart aria-hidden="true" className="size-5" />
      Add To Wishlist
    </button>
  );
}
