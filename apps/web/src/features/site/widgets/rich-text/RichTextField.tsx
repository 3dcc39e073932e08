// The rich-text editor (Mantine TipTap): headings, lists, the 9 brand colours, links through the
// 'Create a Link' dialog, image upload ('Upload failed'), and 'Full Screen' / 'Mode Normal'.
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { IconArrowsMaximize, IconArrowsMinimize, IconLink } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { toast } from '../../../../ui/toast.tsx';
import { BRAND_COLORS } from './brand-colors.ts';
import { LinkDialog } from './LinkDialog.tsx';
import { type LinkValues, parseLinkHref } from './link-target.ts';
import classes from './RichText.module.css';
import { removeFailedUploads, UPLOAD_FAILED, uploadEditorImage } from './upload-image.ts';

export const FULL_SCREEN = 'Full Screen';
export const MODE_NORMAL = 'Mode Normal';

interface RichTextFieldProps {
  value: string;
  onChange: (html: string) => void;
  isFullScreen: boolean;
  onFullScreenChange: (isFullScreen: boolean) => void;
}

export function RichTextField({ value, onChange, isFullScreen, onFullScreenChange }: RichTextFieldProps) {
  const [linkDialog, setLinkDialog] = useState<{ initial: LinkValues; needsText: boolean } | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const onImageUploadError = () => {
    toast.error(UPLOAD_FAILED);
    // The extension marks the placeholder as failed right after this call.
    setTimeout(() => removeFailedUploads(editorRef.current), 0);
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false }),
      TextStyle,
      Color,
      getUploadImageExtension(Image, { onImageUpload: uploadEditorImage, onImageUploadError }),
    ],
    content: value,
    // The editable area is the text field itself, so it carries the field's name.
    editorProps: { attributes: { 'aria-label': 'Text', 'aria-multiline': 'true' } },
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  editorRef.current = editor;

  const openLinkDialog = () => {
    if (!editor) return;
    const attributes = editor.getAttributes('link') as { href?: string; target?: string };
    editor.chain().focus().extendMarkRange('link').run();
    setLinkDialog({
      initial: parseLinkHref(attributes.href ?? '', attributes.href ? (attributes.target ?? null) : '_blank'),
      needsText: editor.state.selection.empty,
    });
  };

  const insertLink = ({ href, isNewTab, text }: { href: string; isNewTab: boolean; text: string }) => {
    setLinkDialog(null);
    if (!editor) return;
    const attributes = { href, target: isNewTab ? '_blank' : null };
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty) {
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: attributes }] }).run();
    } else {
      chain.setLink(attributes).run();
    }
  };

  return (
    <div>
      <RichTextEditor
        editor={editor}
        onImageUpload={uploadEditorImage}
        onImageUploadError={onImageUploadError}
        style={isFullScreen ? { minHeight: 'calc(100vh - 220px)' } : undefined}
        aria-label="Text"
      >
        <RichTextEditor.Toolbar sticky stickyOffset={-16}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control onClick={openLinkDialog} aria-label="Create a Link" title="Create a Link">
              <IconLink size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ColorPicker colors={[...BRAND_COLORS]} />
            <RichTextEditor.UnsetColor />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/gif,image/bmp" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup ml="auto">
            <RichTextEditor.Control
              onClick={() => onFullScreenChange(!isFullScreen)}
              aria-label={isFullScreen ? MODE_NORMAL : FULL_SCREEN}
              title={isFullScreen ? MODE_NORMAL : FULL_SCREEN}
              px={8}
              w="auto"
            >
              {isFullScreen ? (
                <IconArrowsMinimize size={16} stroke={1.5} />
              ) : (
                <IconArrowsMaximize size={16} stroke={1.5} />
              )}
              <span style={{ marginLeft: 6, fontSize: 12 }}>{isFullScreen ? MODE_NORMAL : FULL_SCREEN}</span>
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content
          className={classes.editorContent}
          mih={isFullScreen ? 'calc(100vh - 280px)' : 220}
        />
      </RichTextEditor>
      {linkDialog && (
        <LinkDialog
          initial={linkDialog.initial}
          needsText={linkDialog.needsText}
          onInsert={insertLink}
          onClose={() => setLinkDialog(null)}
        />
      )}
    </div>
  );
}
