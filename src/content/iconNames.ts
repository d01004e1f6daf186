// The icons a content file may name. Each name maps to a component in src/ui/Icon.tsx.
export const ICON_NAMES = [
  'gift', 'clock', 'credit-card-off', 'search', 'device-laptop', 'device-mobile', 'device-tablet',
  'file-text', 'chart-bar', 'mail', 'world', 'edit', 'user-check', 'headset', 'shield-lock',
  'rocket', 'sparkles', 'check', 'calendar', 'map-pin', 'phone', 'star', 'heart', 'leaf',
  'scale', 'briefcase', 'building', 'home', 'car', 'tool', 'pill', 'stethoscope', 'flower',
  'scissors', 'camera', 'chef-hat', 'tooth', 'brain', 'calculator', 'ruler', 'users', 'bolt',
  'lock', 'eye', 'award', 'book', 'palette', 'coffee', 'truck', 'wand', 'message', 'id-badge',
  'certificate', 'key', 'trending-up', 'cloud', 'code', 'plant', 'spa', 'wine', 'paint',
  'first-aid', 'activity', 'baby', 'vaccine', 'receipt', 'gavel', 'file-certificate', 'shopping-bag',
  'photo', 'video', 'microphone', 'target', 'compass', 'bulb', 'school', 'droplet', 'sun', 'moon',
  'glass', 'fish', 'meat', 'cake', 'salad', 'dumbbell', 'run', 'walk', 'stretching', 'massage', 'arrow-left', 'arrow-right',
  'apple', 'egg', 'milk', 'bread', 'archive', 'feather', 'library', 'lamp', 'globe', 'hourglass',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
