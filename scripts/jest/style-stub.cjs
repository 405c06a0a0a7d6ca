// Stylesheets have no behaviour to test; Jest replaces them with an empty module.
module.exports = {};
