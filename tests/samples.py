"""One memory block and the text around it, shared by the conductor and window tests."""

BLOCK = (
    '<tandem_memory op="add" scope="user" kind="gotcha">\n'
    "title: the build needs node 20\ntags: build\n\n"
    "npm run build fails on node 18 with an unexpected token error.\n"
    "</tandem_memory>"
)
ANSWER = "Use node 20 for the build.\n\n"
STATUS = "› remembered: the build needs node 20"
