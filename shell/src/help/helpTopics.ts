// The Help page's questions and answers, by category, in the order the page shows them.

interface HelpTopic {
  question: string;
  answer: string;
}

interface HelpCategory {
  id: string;
  title: string;
  topics: readonly HelpTopic[];
}

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    topics: [
      {
        question: 'What is ReelTalk?',
        answer:
          'ReelTalk turns a written script into a narrated audiobook. You upload a Word (.docx) or plain-text (.txt) ' +
          'file, check the narration against your text, choose a voice and emotions, place background music on a ' +
          'timeline, then mix and export the result as audio or as a waveform video.',
      },
      {
        question: 'How do I create my first project?',
        answer:
          'Click New Project in the top bar, or Upload in the side menu. Enter a project name (and genres if you like), ' +
          'then drop your script on the upload area or click Browse Files. ReelTalk creates the project, uploads the ' +
          'file and narrates it; when it is done you land on the Review & Edit step.',
      },
      {
        question: 'What are the five steps of a project?',
        answer:
          'Upload Script, Review & Edit, Voice & Emotion, Soundtrack Timing and Preview & Export. The progress bar at ' +
          'the top shows where you are. You can click any step you have completed to go back to it, and once a project ' +
          'has a mixed audiobook every step except the upload can be opened directly.',
      },
      {
        question: 'Where are my projects kept?',
        answer:
          'Every project appears in your Library. Save Project, available on every step, marks the project Complete ' +
          'and takes you to the Library. Click a project there to reopen it at the Review & Edit step.',
      },
      {
        question: 'Which sign-in methods can I use?',
        answer:
          'You can sign in with your e-mail address and password, with a Google account or with an Apple account. ' +
          'Passwords need at least 8 characters, including an upper-case letter, a lower-case letter, a number and a ' +
          'special character.',
      },
    ],
  },
  {
    id: 'upload-processing',
    title: 'Upload & Processing',
    topics: [
      {
        question: 'Which file types can I upload?',
        answer:
          'Scripts must be Word documents (.docx) or plain-text files (.txt). Chapter headings in a Word document are ' +
          'kept. Other file types are refused with the message "File type not supported. Please upload: .docx, .txt".',
      },
      {
        question: 'How large can my script be?',
        answer:
          'The upload limit is about 10MB per script. Text takes very little space, so even a long novel fits; if a ' +
          'Word document is larger than that, it is usually because of embedded images: remove them or save the ' +
          'script as a .txt file.',
      },
      {
        question: 'Why is the upload area disabled?',
        answer:
          'A project needs a name before its script can be uploaded: the upload area shows "Enter project name to ' +
          'upload" until you type one. Project names can be up to 100 characters long.',
      },
      {
        question: 'How long does processing take?',
        answer:
          'Initial processing, which extracts the text and narrates it, usually takes 2-5 minutes depending on the ' +
          'length of your script. The progress shows Creating Project, Uploading File and Processing Audio; keep the ' +
          'tab open until it finishes.',
      },
      {
        question: 'Can I replace the script of an existing project?',
        answer:
          'Yes. Open the project\'s upload step, where the heading reads "Replace Your Script", and upload the new ' +
          'file. It is processed again and the narration is regenerated from the new text.',
      },
      {
        question: 'How do I add genres to a project?',
        answer:
          'Type a genre in the Genres field and press Enter or type a comma; it is also added when you leave the ' +
          'field. Empty and duplicate genres are ignored, and Backspace in the empty field removes the last genre.',
      },
    ],
  },
  {
    id: 'review-edit',
    title: 'Review & Edit',
    topics: [
      {
        question: 'What does the Review & Edit step show?',
        answer:
          'The document header (name, size, word count and date), the transcript of your script and an audio player ' +
          'with a waveform. While the narration plays, the words being spoken are highlighted in the transcript.',
      },
      {
        question: 'How do I jump to a particular passage?',
        answer:
          'Click any word in the transcript and playback moves to the moment it is spoken. You can also click or drag ' +
          'on the waveform to seek.',
      },
      {
        question: 'The transcript is empty. What should I do?',
        answer:
          'If you see "No transcript available", click Extract Text to read the text from your document again. If an ' +
          'error is shown, click Try Again; if it keeps failing, replace the script from the upload step.',
      },
      {
        question: 'Why does the waveform look like random bars?',
        answer:
          'When the browser cannot decode the audio to draw it, a placeholder waveform is shown instead. Playback is ' +
          'not affected; reloading the page usually brings the real waveform back.',
      },
    ],
  },
  {
    id: 'voice-emotion',
    title: 'Voice & Emotion',
    topics: [
      {
        question: 'How do I choose a narrator voice?',
        answer:
          'Each voice card has a preview button: listen to a few, then click the card of the voice you want. Only one ' +
          'preview plays at a time. Your choice is applied when you click Continue to Soundtrack.',
      },
      {
        question: 'Can I narrate with my own voice?',
        answer:
          'Yes. On the Train A Custom Voice card choose an MP3 or WAV file up to 3MB with a clear recording of the ' +
          'voice. Choosing a custom voice file clears the selected voice card; removing the file brings back the ' +
          "project's voice, or the default voice.",
      },
      {
        question: 'What do the emotions change?',
        answer:
          'Emotions set the tone of the delivery. Pick one or more of Joyful, Angry, Surprised, Worried, Neutral and ' +
          'Excited to suit your story.',
      },
      {
        question: 'How long does voice processing take?',
        answer:
          'Changing the voice, or training a custom one, regenerates the narration and usually takes 3-7 minutes. If ' +
          'you only change emotions, they are saved straight away.',
      },
      {
        question: 'The voices did not load. What now?',
        answer:
          'If you see "Connection Issue", ReelTalk shows fallback voices. Check your connection and click Retry, or ' +
          'refresh the page.',
      },
    ],
  },
  {
    id: 'soundtrack-timing',
    title: 'Soundtrack Timing',
    topics: [
      {
        question: 'What is a music zone?',
        answer:
          'A music zone is a stretch of the timeline where a soundtrack plays underneath the narration. An audiobook ' +
          'can have as many zones as you like, each with its own soundtrack.',
      },
      {
        question: 'How do I add a music zone?',
        answer:
          'Click Add Music Zone and pick a soundtrack from Available Soundtracks. Drag the zone to move it and drag its ' +
          'end handle to resize it (a zone is at least 1 second long), then click Save Music Zone.',
      },
      {
        question: 'Can I generate my own music?',
        answer:
          'Yes. Describe the music style you want, give the track a name and choose a length of 15, 30, 45 or 60 ' +
          'seconds. Generation takes about 2 to 5 minutes; the new track appears in the list with a Custom tag and is ' +
          'selected for you.',
      },
      {
        question: 'How do I remove a music zone?',
        answer: 'Click the zone in the Music Zones list and confirm with Delete. Cancel keeps it.',
      },
      {
        question: 'Why is Mix & Export Audiobook disabled?',
        answer:
          'It is disabled while the music-zone editor is open and while audio is being mixed. Save the zone you are ' +
          'editing and the button becomes available again.',
      },
    ],
  },
  {
    id: 'export-sharing',
    title: 'Export & Sharing',
    topics: [
      {
        question: 'Which formats can I export?',
        answer:
          'Download the mixed audiobook as an MP3 or WAV file, or generate a waveform video with your cover art. ' +
          'Video generation can take a few minutes; the download starts when it is ready.',
      },
      {
        question: 'How do I share my audiobook?',
        answer:
          'On the Preview & Export step, open the shareable link card and choose who should receive it. Recipients can ' +
          'listen to and download the final mix without a ReelTalk account.',
      },
      {
        question: 'How long do shared links last?',
        answer:
          'Shared links expire after 30 days. After that the page says "Link Expired or Invalid"; create a new link ' +
          'to share the project again.',
      },
      {
        question: 'Can I change the cover art and title?',
        answer:
          'Yes. Click the pencil on the cover in the player to open Edit Cover Art & Title, upload an image and enter ' +
          'a title of up to 100 characters, then click Save Changes.',
      },
      {
        question: 'What is the Pilotly Study card?',
        answer:
          'It will turn your audiobook into a market-research study so you can hear how listeners respond. The ' +
          'feature is coming soon.',
      },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    topics: [
      {
        question: 'Why was I sent back to the login page?',
        answer:
          'Your session expired or could not be verified. Log in again: your projects are saved and you will find ' +
          'them in your Library.',
      },
      {
        question: 'My upload failed. What can I check?',
        answer:
          'Make sure the script is a .docx or .txt file of about 10MB or less, that a project name is entered and ' +
          'that your connection is stable, then try again.',
      },
      {
        question: 'The export step says "Audio Not Available".',
        answer:
          'The audiobook has not been mixed yet. If the narration exists, go to Soundtrack Timing and click Mix & ' +
          'Export Audiobook; otherwise complete the Voice & Emotion step first.',
      },
      {
        question: 'Playback does not start.',
        answer:
          'Check that your device is not muted and that no other tab is holding the audio output, then reload the ' +
          'page. Only one audio source plays at a time, so starting a preview stops the main player.',
      },
      {
        question: 'I still need help.',
        answer:
          'Click Contact Support below and tell us the project name and what you were doing when the problem ' +
          'appeared.',
      },
    ],
  },
];

export interface HelpMatch extends HelpTopic {
  id: string;
  categoryId: string;
}

/** Every topic, with a stable id ('{category}-{index}'). */
const ALL_TOPICS: readonly HelpMatch[] = HELP_CATEGORIES.flatMap((category) =>
  category.topics.map((topic, index) => ({ ...topic, id: `${category.id}-${index}`, categoryId: category.id })),
);

/** Topics whose question or answer contains the query, ignoring case and surrounding spaces. */
export function searchHelp(query: string): HelpMatch[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...ALL_TOPICS];
  return ALL_TOPICS.filter(
    (topic) => topic.question.toLowerCase().includes(needle) || topic.answer.toLowerCase().includes(needle),
  );
}
