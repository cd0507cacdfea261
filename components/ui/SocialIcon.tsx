import type { SocialIconName } from '@/lib/model/types';
import { GitHubIcon, LinkedInIcon } from './BrandIcons';
import type { IconProps } from './plainIcon';
import { Mail } from './serverIcons';

/** A social link's icon, drawn on the server (the top bar's come to it drawn, in its props). */
export function SocialIcon({ name, size = 20, className }: IconProps & { name: SocialIconName }) {
  if (name === 'github') return <GitHubIcon size={size} className={className} />;
  if (name === 'linkedin') return <LinkedInIcon size={size} className={className} />;
  return <Mail size={size} className={className} aria-hidden="true" focusable="false" />;
}
