/** The short tone of an incoming message (web/public/sounds/chat-message.wav, made by web/scripts/generate-chat-sound.mjs). */
export const CHAT_SOUND_URL = '/sounds/chat-message.wav';

/** Plays the incoming-message sound; a browser that blocks autoplay only gets a log line. */
export async function playChatSound(): Promise<void> {
  try {
    // A fresh element each time: quick successive messages each get their tone; the file is cached.
    await new Audio(CHAT_SOUND_URL).play();
  } catch (error) {
    console.warn('Chat sound could not play', error);
  }
}
