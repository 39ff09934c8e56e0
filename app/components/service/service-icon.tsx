import {
  Building2,
  Camera,
  Clapperboard,
  Image,
  Monitor,
  Plane,
  Rotate3d,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIcon as ServiceIconName } from "~/content/services";

const icons: Record<ServiceIconName, LucideIcon> = {
  image: Image,
  clapperboard: Clapperboard,
  "rotate-3d": Rotate3d,
  monitor: Monitor,
  building: Building2,
  camera: Camera,
  plane: Plane,
};

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden />;
}
