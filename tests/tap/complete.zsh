# zsh -f tests/tap/complete.zsh FOLDER - complete each line of standard
# input as zsh does at a prompt, with FOLDER first in $fpath: print "@ N"
# for the Nth line, then each candidate zsh adds for it, one a line.
#
# An interactive zsh runs on a pseudo-terminal (zsh/zpty), with compadd
# wrapped to print what it adds.  Markers are typed in two pieces ("@""C")
# so that the terminal's echo of what is typed never reads as one.
zmodload zsh/zpty || exit 1
zpty shell zsh -f -i || exit 1
zpty -w shell "PS1= PROMPT_EOL_MARK= fpath=(${(q)1} \$fpath);" \
	'autoload -Uz compinit && compinit -u -D'
zpty -w shell 'compadd() {
	local -a added; local a
	if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then
		builtin compadd "$@"; return
	fi
	builtin compadd -A added "$@"
	for a in $added; do print -r -- "@""C:$a"; done
	builtin compadd "$@"
}'
# _main_complete empties comppostfuncs after each completion: set it anew.
zpty -w shell 'musket_end() {
	compstate[insert]= compstate[list]=; print -r -- "@""END"
}'
zpty -w shell 'musket_complete() { comppostfuncs=(musket_end); _main_complete }'
zpty -w shell 'zle -C musket-complete complete-word musket_complete;' \
	"bindkey '^I' musket-complete; bindkey '^U' kill-whole-line;" \
	'unsetopt beep; print -r -- "@""READY"'
while zpty -r shell line; do
	[[ $line == *@READY* ]] && break
done
n=0
while IFS= read -r query; do
	n=$((n + 1))
	print -r -- "@ $n"
	zpty -w -n shell "$query"$'\t'
	while zpty -r shell line; do
		line=${line%$'\n'}
		line=${line%$'\r'}
		[[ $line == *@END* ]] && break
		[[ $line == *@C:* ]] && print -r -- "${line#*@C:}"
	done
	zpty -w -n shell $'\x15'
done
zpty -d shell
