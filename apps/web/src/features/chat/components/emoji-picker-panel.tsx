import EmojiPicker from 'emoji-picker-react';

/**
 * The full emoji picker, its own chunk (the library and its English names): native emoji from
 * the system's font, so nothing is fetched from elsewhere.
 */
export function EmojiPickerPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const dark = document.documentElement.classList.contains('dark');
  return (
    <EmojiPicker
      emojiStyle="native"
      colorScheme={dark ? 'dark' : 'light'}
      previewConfig={{ showPreview: false }}
      width={320}
      height={380}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
